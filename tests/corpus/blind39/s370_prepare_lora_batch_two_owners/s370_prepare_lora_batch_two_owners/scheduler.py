"""Host-side scheduling: decides which adapters are resident for a batch."""
import logging
import os
import threading

logger = logging.getLogger(__name__)


class LoRAScheduler:
    def __init__(self, server_args):
        self.server_args = server_args
        self._lock = threading.Lock()
        self.resident = {}

    def prepare_lora_batch(self, requests):
        """Assign a slot to every request's adapter, loading missing ones."""
        with self._lock:
            slots = []
            for req in requests:
                name = req.get("lora_name")
                if name is None:
                    slots.append(-1)
                    continue
                if name not in self.resident:
                    path = dict(p.split("=", 1) for p in self.server_args.lora_paths)[name]
                    if not os.path.isdir(path):
                        logger.warning("adapter %s not found at %s", name, path)
                    self.resident[name] = len(self.resident)
                slots.append(self.resident[name])
            return slots
