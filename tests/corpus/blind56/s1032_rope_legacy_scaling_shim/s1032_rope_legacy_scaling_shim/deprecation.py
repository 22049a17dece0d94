import functools
import warnings


class RopeConfigDeprecationWarning(FutureWarning):
    """Emitted for legacy keys in ``rope_scaling`` dictionaries."""


@functools.lru_cache(maxsize=None)
def warn_legacy_key(old_key: str, new_key: str, model_type: str = "") -> None:
    where = f" for {model_type}" if model_type else ""
    warnings.warn(
        f"`rope_scaling['{old_key}']` is deprecated{where}; "
        f"use `rope_scaling['{new_key}']` instead.",
        RopeConfigDeprecationWarning,
        stacklevel=3,
    )


def renamed_key(mapping: dict, old_key: str, new_key: str, model_type: str = ""):
    if new_key in mapping:
        return mapping[new_key]
    if old_key in mapping:
        warn_legacy_key(old_key, new_key, model_type)
        return mapping[old_key]
    return None
