from typing import Dict, Optional

import torch


class WindowOverrideTable:
    """Per-layer sliding-window overrides pushed by the server at runtime.

    The admin endpoint (``/update_swa_window``) mutates ``_overrides`` from the
    HTTP thread, so lookups are kept out of the compiled graph.
    """

    def __init__(self, defaults: Dict[int, Optional[int]]):
        self._defaults = dict(defaults)
        self._overrides: Dict[int, Optional[int]] = {}

    def set_override(self, layer_id: int, window: Optional[int]):
        self._overrides[layer_id] = window

    @torch.compiler.disable
    def resolve(self, layer_id: int) -> Optional[int]:
        if layer_id in self._overrides:
            return self._overrides[layer_id]
        return self._defaults.get(layer_id)
