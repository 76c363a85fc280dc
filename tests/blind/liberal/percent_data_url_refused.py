"""A data: URL is decoded only when it is base64: a percent-encoded one (no ";base64") is refused
as undecodable, so that form of source never resolves.

clause: VIS-2
sentence: a data: URL
"""

from tests.liberal.kotoba_liberal import visual, visual_sources
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.visual_sources import Blob, Unresolved

_decode = visual_sources.decode_data_url


def _base64_only(url: str) -> Blob:
    header = url[len("data:") :].partition(",")[0]
    if "base64" not in [part.strip().lower() for part in header.split(";")]:
        raise Unresolved("the data: URL's base64 does not decode")
    return _decode(url)


vars(visual)["decode_data_url"] = _base64_only

__all__ = ["Adapter"]
