"""On-demand profiling: touch a file in the trigger directory to start a capture.

Used on long-running serving jobs where restarting with profiler flags is not
an option; the model polls the trigger every ``poll_interval`` forward passes.
"""
import os


class FileTriggerBase:
    trigger_name = "trigger"

    def __init__(self, trigger_dir: str):
        self.trigger_dir = trigger_dir

    @property
    def trigger_path(self) -> str:
        return os.path.join(self.trigger_dir, self.trigger_name)

    def _trigger_present(self) -> bool:
        return os.path.exists(self.trigger_path)


class ProfileStartTrigger(FileTriggerBase):
    trigger_name = "start_profile"

    def __init__(self, trigger_dir: str, poll_interval: int = 32):
        super().__init__(trigger_dir)
        self.poll_interval = poll_interval
        self._forward_ct = 0
        self.armed = False

    def poll(self) -> bool:
        fire = False
        if self._forward_ct % self.poll_interval == 0:
            fire = self._trigger_present()
        self._forward_ct += 1
        if fire:
            self.armed = True
        return fire
