import json
import os
import subprocess
import time
from dataclasses import dataclass, field
from typing import Dict, List

from .envs import get_bool_env_var, get_str_env_var


@dataclass
class MoeRunnerConfig:
    num_experts: int
    top_k: int
    hidden_size: int
    intermediate_size: int
    online_tuning: bool = field(
        default_factory=lambda: get_bool_env_var("CORPUS_S878_MOE_ONLINE_TUNING")
    )
    tuning_cache_dir: str = field(
        default_factory=lambda: get_str_env_var("CORPUS_S878_MOE_TUNING_DIR", "/tmp/moe_tuning")
    )


def get_default_config(M: int, E: int, topk: int) -> Dict[str, int]:
    if M * topk <= E:
        return {"BLOCK_SIZE_M": 16, "BLOCK_SIZE_N": 32, "BLOCK_SIZE_K": 64, "GROUP_SIZE_M": 1}
    return {"BLOCK_SIZE_M": 64, "BLOCK_SIZE_N": 64, "BLOCK_SIZE_K": 32, "GROUP_SIZE_M": 8}


class OnlineMoeTuner:
    search_space: List[int] = [16, 32, 64, 128]

    def __init__(self, cfg: MoeRunnerConfig):
        self.cfg = cfg

    def _gpu_clock_locked(self) -> bool:
        out = subprocess.run(
            ["nvidia-smi", "--query-gpu=clocks.sm", "--format=csv,noheader"],
            capture_output=True, text=True,
        )
        return out.returncode == 0

    def tune(self, run_fn, M: int) -> Dict[str, int]:
        self._gpu_clock_locked()
        best, best_t = None, float("inf")
        for block_m in self.search_space:
            config = dict(get_default_config(M, self.cfg.num_experts, self.cfg.top_k))
            config["BLOCK_SIZE_M"] = block_m
            t0 = time.perf_counter()
            run_fn(config)
            dt = time.perf_counter() - t0
            if dt < best_t:
                best, best_t = config, dt
        os.makedirs(self.cfg.tuning_cache_dir, exist_ok=True)
        path = os.path.join(self.cfg.tuning_cache_dir, f"E={self.cfg.num_experts},M={M}.json")
        with open(path, "w") as f:
            json.dump(best, f)
        return best
