from .duration import DurationPredictor
from .regulator import LengthRegulator
from .synthesizer import AcousticModel, synthesize

__all__ = ["DurationPredictor", "LengthRegulator", "AcousticModel", "synthesize"]
