import importlib
from typing import Optional

_EXT_NAME = "corpus_s160_varlen_attn_C"


class KernelLoader:
    """Resolves the optional compiled extension on first use."""

    def __init__(self, name: str = _EXT_NAME):
        self.name = name
        self._module = None
        self._tried = False

    def get(self) -> Optional[object]:
        if not self._tried:
            self._tried = True
            try:
                self._module = importlib.import_module(self.name)
            except ImportError:
                self._module = None
        return self._module


LOADER = KernelLoader()
