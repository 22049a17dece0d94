from __future__ import annotations

import warnings


def warn_deprecated_field(old: str, new: str) -> None:
    warnings.warn(
        f"SamplingParams.{old} is deprecated and will be removed; use {new} instead",
        DeprecationWarning,
        stacklevel=3,
    )
