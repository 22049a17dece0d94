"""Host topology, probed once at import time and cached for the process."""
import os
import socket
import time
from pathlib import Path

PROCESS_START = time.time()
HOSTNAME = socket.gethostname()
NUM_CPUS = os.cpu_count() or 1


def _read_numa_nodes() -> str:
    path = Path("/sys/devices/system/node/online")
    try:
        return path.read_text().strip()
    except OSError:
        return "0"


NUMA_NODES = _read_numa_nodes()
EP_SIZE = int(os.environ.get("BLIND45_S607_EP_SIZE", "1"))


def describe() -> str:
    return f"{HOSTNAME}: cpus={NUM_CPUS} numa={NUMA_NODES} ep_size={EP_SIZE}"
