import warnings

_WARNED_SHAPES = set()


def warn_padding(kind, h, w):
    """Tell the operator that inputs are not aligned to the merge factor.

    Mis-sized crops from the preprocessor cost accuracy; surface it once per
    shape so it shows up in the serving logs.
    """
    key = (kind, h, w)
    if key in _WARNED_SHAPES:
        return
    _WARNED_SHAPES.add(key)
    warnings.warn(
        f"{kind}: input {h}x{w} is not divisible by 2, zero-padding",
        RuntimeWarning,
        stacklevel=3,
    )
