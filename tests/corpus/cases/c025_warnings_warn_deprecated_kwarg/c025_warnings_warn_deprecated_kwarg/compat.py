import warnings


def deprecated_arg(name: str, replacement: str) -> None:
    warnings.warn(
        f"`{name}` is deprecated and will be removed; use `{replacement}`",
        DeprecationWarning,
        stacklevel=3,
    )
