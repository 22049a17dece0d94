from . import calibration, fp8_linear  # noqa: F401
