import json
import subprocess


class ModelConfig:
    def __init__(self, path: str):
        with open(path) as f:
            self.raw = json.load(f)
        self.commit = subprocess.check_output(["git", "rev-parse", "HEAD"]).decode()
