from .deprecation import deprecate_kwarg
from .import_utils import is_tracing

__all__ = ["deprecate_kwarg", "is_tracing"]
