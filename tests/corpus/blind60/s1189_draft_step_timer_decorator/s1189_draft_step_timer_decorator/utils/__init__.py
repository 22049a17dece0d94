from .timing import StepTimer, get_step_timer, record_step_time

__all__ = ["StepTimer", "get_step_timer", "record_step_time"]
