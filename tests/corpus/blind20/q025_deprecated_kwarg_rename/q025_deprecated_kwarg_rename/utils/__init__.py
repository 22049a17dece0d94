from .deprecation import deprecate_kwarg

__all__ = ["deprecate_kwarg"]
