from .heads import MultiHorizonHead, decode_horizons  # noqa: F401
