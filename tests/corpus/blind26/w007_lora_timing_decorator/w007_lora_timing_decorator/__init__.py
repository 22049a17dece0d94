from .metrics import StepMetrics, timed
from .punica_wrapper import PunicaWrapper
