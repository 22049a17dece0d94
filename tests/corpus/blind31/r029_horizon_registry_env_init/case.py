import torch

from r029_horizon_registry_env_init.runner import ForecastRunner

RUNNER = ForecastRunner(d_model=16)
ENTRY = "r029_horizon_registry_env_init.runner:ForecastRunner.predict"


def inputs():
    return (RUNNER, torch.randn(3, 16))
