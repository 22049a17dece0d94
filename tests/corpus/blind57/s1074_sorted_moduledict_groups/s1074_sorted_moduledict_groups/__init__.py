from .configuration import AdapterConfig
from .modeling import AdapterStackModel

__all__ = ["AdapterConfig", "AdapterStackModel"]
