from .config import PrecisionConfig
from .model_runner import ModelRunner
