import warnings


def make_warn_once(message: str, category=UserWarning):
    """Return a callable that emits ``message`` the first time it is called."""
    emitted = False

    def _warn() -> None:
        nonlocal emitted
        if not emitted:
            warnings.warn(message, category, stacklevel=3)
            emitted = True

    return _warn


warn_dtype_upcast = make_warn_once(
    "RMSNorm input dtype differs from weight dtype; upcasting the input", RuntimeWarning
)
