from .forecaster import forecast_step  # noqa: F401
