"""An image from the user's Files is read only up to the size limit and its real size is not
passed on, so a file over the limit is cut at the limit, kept and reported as saved (the
attachment and data: routes still refuse a too-big image).

clause: VIS-4
sentence: announced a too-big image as saved
"""

from tests.liberal.kotoba_liberal import visual, visual_sources
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.visual_sources import Blob

_read = visual_sources.read_user_file


def _read_to_limit(files_dir: str, name: str, limit: int) -> Blob:
    blob = _read(files_dir, name, limit)
    return Blob(blob.data[:limit], None, blob.origin)


vars(visual)["read_user_file"] = _read_to_limit

__all__ = ["Adapter"]
