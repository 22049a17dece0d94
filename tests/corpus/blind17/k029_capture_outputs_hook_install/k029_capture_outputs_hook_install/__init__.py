from .generic import can_return_tuple, capture_outputs
from .model_outputs import BaseModelOutput
