import subprocess
import time
from collections import defaultdict


class LayerTimer:
    """Offline calibration helper: syncs and times every layer."""

    def __init__(self) -> None:
        self.totals_ms = defaultdict(float)
        self._t0 = 0.0

    def start(self) -> None:
        self._t0 = time.perf_counter()

    def stop(self, layer_idx: int) -> None:
        self.totals_ms[layer_idx] += (time.perf_counter() - self._t0) * 1e3

    def dump(self, path: str) -> None:
        with open(path, "w") as f:
            for idx, ms in sorted(self.totals_ms.items()):
                f.write(f"{idx}\t{ms:.3f}\n")
        subprocess.run(["sync"], check=False)
