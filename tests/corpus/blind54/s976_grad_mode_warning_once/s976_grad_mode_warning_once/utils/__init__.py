from .logging import get_logger, warning_once
from .grad_mode import check_inference_grad_mode

__all__ = ["check_inference_grad_mode", "get_logger", "warning_once"]
