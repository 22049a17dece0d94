import functools
import warnings

_RENAMED = {"attn_mask_value": "mask_fill", "use_bias": "bias"}


def renamed_kwargs(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        for old, new in _RENAMED.items():
            if old in kwargs:
                warnings.warn(
                    f"{fn.__name__}: '{old}' is deprecated, use '{new}'",
                    DeprecationWarning,
                    stacklevel=2,
                )
                kwargs[new] = kwargs.pop(old)
        return fn(*args, **kwargs)

    return wrapper
