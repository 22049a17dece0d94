"""Book-keeping shared between the audio ingest thread and the scheduler."""
import threading
from dataclasses import dataclass, field


@dataclass
class StreamCursor:
    """Counts samples/frames consumed by a stream; read by the scheduler thread."""

    samples_consumed: int = 0
    frames_emitted: int = 0
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    def advance(self, num_samples: int, num_frames: int) -> None:
        with self._lock:
            self.samples_consumed += num_samples
            self.frames_emitted += num_frames

    def snapshot(self) -> tuple:
        with self._lock:
            return self.samples_consumed, self.frames_emitted


class CursorMixin:
    cursor: StreamCursor

    def _commit_chunk(self, num_samples: int, num_frames: int) -> None:
        self.cursor.advance(num_samples, num_frames)
