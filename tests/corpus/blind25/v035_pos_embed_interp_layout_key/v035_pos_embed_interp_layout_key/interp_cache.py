"""Small memo for interpolated position tables, keyed by image layout."""
from collections import OrderedDict


class LayoutCache:
    def __init__(self, capacity: int = 8):
        self.capacity = capacity
        self._entries = OrderedDict()

    @staticmethod
    def key_for(layout, dtype) -> str:
        # one string key so entries can be listed / dumped in debug endpoints
        return f"{repr(layout)}|{dtype}"

    def get(self, layout, dtype):
        return self._entries.get(self.key_for(layout, dtype))

    def put(self, layout, dtype, value):
        key = self.key_for(layout, dtype)
        self._entries[key] = value
        if len(self._entries) > self.capacity:
            self._entries.popitem(last=False)
        return value
