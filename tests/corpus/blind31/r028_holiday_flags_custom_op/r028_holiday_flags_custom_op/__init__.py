from . import ops  # noqa: F401  (registers corpus_r028::holiday_flags)
from .model import DemandModel, compiled_model  # noqa: F401
