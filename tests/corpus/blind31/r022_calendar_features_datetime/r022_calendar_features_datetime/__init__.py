from .encoder import TemporalEncoder  # noqa: F401
from .features import CalendarSpec, calendar_features  # noqa: F401
