"""The Spanish refusal opens "NOT SAVED - memory is stored in ENGLISH" with a hyphen instead of the
documents' dash.

clause: WRITE-2
sentence: NOT SAVED — memory is stored in ENGLISH; a fact saved in another language
"""

from tests.liberal.kotoba_contrary import replies
from tests.liberal.kotoba_contrary.adapter import Adapter

vars(replies)["SPANISH"] = replies.SPANISH.replace("NOT SAVED — ", "NOT SAVED - ")

__all__ = ["Adapter"]
