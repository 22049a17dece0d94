from .runner import ForecastRunner  # noqa: F401
