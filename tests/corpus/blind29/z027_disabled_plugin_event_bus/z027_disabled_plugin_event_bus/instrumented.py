"""Base class for modules that report events to the plugin manager."""
from torch import nn

from .plugin_manager import get_plugin_manager


class InstrumentedModule(nn.Module):
    event_prefix = "module"

    def __init__(self):
        super().__init__()
        self._pm = get_plugin_manager()

    def report(self, stage: str, **payload):
        if self._pm.enabled:
            self._pm.emit(f"{self.event_prefix}.{stage}", module=type(self).__name__, **payload)
