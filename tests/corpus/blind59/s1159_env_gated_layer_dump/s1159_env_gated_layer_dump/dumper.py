import copy
from collections import defaultdict
from typing import DefaultDict, Dict, List

import torch

from . import envs


class LayerOutputDumper:
    def __init__(self):
        self.max_steps = envs.layer_dump_max_steps()
        self.dumps: List[Dict[str, torch.Tensor]] = []
        self.running_means: DefaultDict[str, List[torch.Tensor]] = defaultdict(list)

    def observe(self, name: str, value: torch.Tensor) -> None:
        self.running_means[name].append(value.float().mean())
        if len(self.running_means[name]) > self.max_steps:
            self.running_means[name].pop(0)

    def maybe_dump(self, per_layer: Dict[str, torch.Tensor]) -> None:
        if not envs.layer_dump_enabled():
            return
        self.dumps.append(copy.deepcopy(per_layer))
        if len(self.dumps) > self.max_steps:
            del self.dumps[0]
