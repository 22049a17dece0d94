import torch

from .config import RunnerConfig
from .graph_runner import CPUGraphRunner

torch.manual_seed(0)
runner = CPUGraphRunner(RunnerConfig())
replay = torch.compile(runner.replay, fullgraph=True)
