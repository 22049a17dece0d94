from datetime import datetime, timezone


class StepProfiler:
    def __init__(self, enabled: bool) -> None:
        self.enabled = enabled
        self.events = []

    def begin(self, name: str) -> None:
        if not self.enabled:
            return
        stamp = datetime.now(timezone.utc).isoformat(timespec="milliseconds")
        self.events.append((name, stamp))
