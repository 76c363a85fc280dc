"""The visual room: image memory, apart from the fact store. The two tools and the adapter's
mixin (`memory`), the kept images and their index (`store`), what a file's bytes say it is
(`images`), where a `source` points (`sources`), fetching by URL hop by hop (`fetch`) through
the SSRF guard (`guard`), and what `recall_image` tells the model (`recall`). It may import the
facts room (the one atomic write, and the folded form a description is searched in), and
nothing else of the reference; only the adapter imports it.
"""
