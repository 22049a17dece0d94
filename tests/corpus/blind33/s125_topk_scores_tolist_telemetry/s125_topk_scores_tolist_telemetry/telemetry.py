from collections import deque


class ImportanceTrace:
    """Ring buffer of the top attention scores, dumped by the debug endpoint."""

    def __init__(self, maxlen: int = 128):
        self.buf = deque(maxlen=maxlen)

    def record(self, step_scores):
        self.buf.append(step_scores)

    def snapshot(self):
        return list(self.buf)


def summarize_topk(values, indices):
    return {
        "scores": values[0].tolist(),
        "positions": indices[0].tolist(),
    }
