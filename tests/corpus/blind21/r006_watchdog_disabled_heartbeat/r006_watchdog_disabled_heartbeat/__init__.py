"""Decode runner with a hang watchdog fed from the model step."""
from .watchdog import StepWatchdog, WatchdogConfig
from .runner import DecodeRunner

__all__ = ["StepWatchdog", "WatchdogConfig", "DecodeRunner"]
