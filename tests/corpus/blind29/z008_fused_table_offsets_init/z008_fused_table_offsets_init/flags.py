import os

# Read once at import; never changes while serving.
VALIDATE_IDS = os.environ.get("Z008_VALIDATE_IDS", "0") == "1"
SALT_FEATURES = True
