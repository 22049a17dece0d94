from .observers import CalibrationRecorder, MinMaxObserver
from .qat import QATLinear, qat_forward
