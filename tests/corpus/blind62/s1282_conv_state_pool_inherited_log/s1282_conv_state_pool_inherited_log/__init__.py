from .short_conv import ShortConvModel

__all__ = ["ShortConvModel"]
