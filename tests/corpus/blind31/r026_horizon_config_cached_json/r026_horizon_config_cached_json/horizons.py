"""Forecast horizon configuration, shipped next to the checkpoint."""
import functools
import json
import os
from dataclasses import dataclass
from typing import Tuple

_DEFAULT_PATH = os.path.join(os.path.dirname(__file__), "horizons.json")


@dataclass(frozen=True)
class HorizonConfig:
    steps: Tuple[int, ...] = (1, 6, 24)
    quantiles: Tuple[float, ...] = (0.1, 0.5, 0.9)

    @property
    def n_outputs(self) -> int:
        return len(self.steps) * len(self.quantiles)


@functools.cache
def load_horizon_config(path: str = _DEFAULT_PATH) -> HorizonConfig:
    if not os.path.exists(path):
        return HorizonConfig()
    with open(path) as fh:
        raw = json.load(fh)
    return HorizonConfig(tuple(raw["steps"]), tuple(raw["quantiles"]))


def horizon_index(cfg: HorizonConfig, step: int) -> int:
    return cfg.steps.index(step)
