from .stats import ReplayStats
from .engine import GraphReplayRunner, compiled_runner
