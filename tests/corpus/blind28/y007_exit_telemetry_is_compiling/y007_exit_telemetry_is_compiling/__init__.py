from .telemetry import ExitTelemetry
from .model import ShallowDeepClassifier

__all__ = ["ExitTelemetry", "ShallowDeepClassifier"]
