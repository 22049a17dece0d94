import os
import shutil
import subprocess
from dataclasses import dataclass
from typing import List


@dataclass
class ClusterSpec:
    nnodes: int = 1
    master_addr: str = "127.0.0.1"
    master_port: int = 29500


class LocalLauncher:
    """Spawns one worker per visible accelerator on this node."""

    def __init__(self, spec: ClusterSpec):
        self.spec = spec

    def get_world_size(self) -> int:
        if shutil.which("nvidia-smi") is None:
            return os.cpu_count() or 1
        out = subprocess.run(
            ["nvidia-smi", "--query-gpu=index", "--format=csv,noheader"],
            capture_output=True,
            text=True,
            check=False,
        ).stdout
        return max(1, len(out.strip().splitlines())) * self.spec.nnodes

    def build_command(self, script: str) -> List[str]:
        return [
            "torchrun",
            f"--nnodes={self.spec.nnodes}",
            f"--nproc-per-node={self.get_world_size() // self.spec.nnodes}",
            f"--master-addr={self.spec.master_addr}",
            f"--master-port={self.spec.master_port}",
            script,
        ]
