from .scheduler import EulerDiscreteScheduler
from .step import SamplingStep
