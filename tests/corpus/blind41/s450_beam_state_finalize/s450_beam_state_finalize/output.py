from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass, field
from typing import List, Optional


@dataclass
class BeamSearchSequence:
    tokens: List[int]
    cum_logprob: float
    text: Optional[str] = None
    finish_reason: Optional[str] = None


@dataclass
class BeamSearchOutput:
    """Host-side result handed back to the API server once a request finishes."""

    request_id: str
    sequences: List[BeamSearchSequence] = field(default_factory=list)
    dump_dir: Optional[str] = None
    finished_at: Optional[float] = None

    def finalize(self) -> "BeamSearchOutput":
        self.sequences.sort(key=lambda s: s.cum_logprob, reverse=True)
        self.finished_at = time.time()
        if self.dump_dir is not None:
            path = os.path.join(self.dump_dir, f"{self.request_id}.json")
            with open(path, "w") as f:
                json.dump([s.__dict__ for s in self.sequences], f)
        return self
