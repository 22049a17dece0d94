from .base import GraphRunnerBase
from .runners import DecodeGraphRunner
